import React from 'react';
import {render} from '@testing-library/react';
import type {LineInputProps, LineOutputProps} from 'prism-react-renderer';
import LineWrapper from './index';

type LineProps = {
  getLineProps: (input: LineInputProps) => LineOutputProps;
};

const received: LineProps[] = [];
jest.mock('@theme-original/CodeBlock/Line', () => ({
  __esModule: true,
  default: (props: LineProps) => {
    received.push(props);
    return null;
  },
}));

describe('CodeBlock/Line', () => {
  it('gives the line no style of its own but the one asked for', () => {
    // prism-react-renderer's getLineProps: the theme's text colour, then the asked style.
    const getLineProps = ({className, style}: LineInputProps) => ({
      className: `token-line ${className ?? ''}`.trim(),
      style: {color: '#393a34', ...style},
    });
    render(
      <LineWrapper
        line={[]}
        classNames={undefined}
        showLineNumbers={false}
        getLineProps={getLineProps}
        getTokenProps={() => ({className: 'token', children: ''})}
      />,
    );
    const lineProps = received[0]!.getLineProps;
    expect(lineProps({line: [], className: 'a'})).toEqual({
      className: 'token-line a',
    });
    expect(lineProps({line: [], style: {opacity: 0.5}})).toEqual({
      className: 'token-line',
      style: {opacity: 0.5},
    });
  });
});
