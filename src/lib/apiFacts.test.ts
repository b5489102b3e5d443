import {apiRowAnchor} from './apiFacts';

describe('apiRowAnchor', () => {
  it("names a row by its table's id and its key, so two tables of one kind on a page differ", () => {
    expect(apiRowAnchor('Cx', 'http_request')).toBe('Cx-http_request');
    expect(apiRowAnchor('Cx2d', 'http_request')).not.toBe(
      apiRowAnchor('Cx', 'http_request'),
    );
  });

  it('keeps letters, digits, _ and - only', () => {
    expect(apiRowAnchor('Event.methods', 'hits_with_options')).toBe(
      'Event-methods-hits_with_options',
    );
    expect(apiRowAnchor('Hit', 'FingerDown(..)')).toBe('Hit-FingerDown');
  });
});
