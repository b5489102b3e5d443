import {staticRedirectsFor} from './redirects';

describe('staticRedirectsFor', () => {
  it('adds /index for pages whose path ends in a slash', () => {
    expect(staticRedirectsFor('/contribute/')).toEqual(['/contribute/index']);
    expect(staticRedirectsFor('/')).toEqual(['/index']);
  });

  it('adds the older path with the type for Sdf2d field pages', () => {
    expect(staticRedirectsFor('/api/Sdf2d/fields/aa')).toEqual([
      '/api/Sdf2d/fields/aa (float)',
    ]);
    expect(staticRedirectsFor('/api/Sdf2d/fields/last_pos')).toEqual([
      '/api/Sdf2d/fields/last_pos (vec2)',
    ]);
  });

  it('adds nothing for other pages', () => {
    expect(staticRedirectsFor('/contribute/dev-setup')).toEqual([]);
    expect(staticRedirectsFor('/api/Sdf2d/methods/clear')).toEqual([]);
    expect(staticRedirectsFor('/api/Sdf2d/fields/aa/more')).toEqual([]);
  });
});
