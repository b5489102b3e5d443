import {renderHook} from '@testing-library/react';
import {useOpenedOnce} from './useOpenedOnce';

describe('useOpenedOnce', () => {
  it('is false until the panel first shows', () => {
    const {result, rerender} = renderHook(
      ({shown}: {shown: boolean}) => useOpenedOnce(shown),
      {initialProps: {shown: false}},
    );
    expect(result.current).toBe(false);
    rerender({shown: false});
    expect(result.current).toBe(false);
  });

  it('stays true once the panel has shown, closed again or not', () => {
    const {result, rerender} = renderHook(
      ({shown}: {shown: boolean}) => useOpenedOnce(shown),
      {initialProps: {shown: false}},
    );
    rerender({shown: true});
    expect(result.current).toBe(true);
    rerender({shown: false});
    expect(result.current).toBe(true);
  });

  it('is true from the first render of a panel that starts open', () => {
    const {result} = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
