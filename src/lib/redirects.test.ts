import {staticRedirectsFor} from './redirects';

describe('staticRedirectsFor', () => {
  it('adds /index for pages whose path ends in a slash', () => {
    expect(staticRedirectsFor('/contribute/')).toEqual(['/contribute/index']);
    expect(staticRedirectsFor('/')).toEqual(['/index']);
  });

  it('adds nothing for other pages', () => {
    expect(staticRedirectsFor('/contribute/dev-setup')).toEqual([]);
  });
});
