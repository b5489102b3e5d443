import React from 'react';
import {render} from '@testing-library/react';
import {Highlight} from 'prism-react-renderer';
import {CODE_THEME_DARK, CODE_THEME_LIGHT} from '@site/src/data/codeThemes';
import {isPlainToken, mergePlainRuns} from '@site/src/lib/codeColours';
import Token from './index';

const CODE = 'fn main() {\n\n    let x = a + 1; // one\n}';

/**
 * A block drawn as the site's CodeBlock/Line draws it: plain runs merged,
 * each token through Token.
 */
function Block({dark = false}: {dark?: boolean}) {
  return (
    <Highlight
      theme={dark ? CODE_THEME_DARK : CODE_THEME_LIGHT}
      code={CODE}
      language="rust">
      {({tokens, getLineProps, getTokenProps}) => (
        <code>
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({line})}>
              {mergePlainRuns(line, isPlainToken).map((token, key) => (
                <Token
                  key={key}
                  {...getTokenProps({token})}
                  line={line}
                  token={token}
                />
              ))}
              <br />
            </div>
          ))}
        </code>
      )}
    </Highlight>
  );
}

describe('CodeBlock/Line/Token', () => {
  it.each([false, true])(
    'writes the text of plain tokens into their line and keeps the coloured ones (dark: %s)',
    (dark) => {
      const {container} = render(<Block dark={dark} />);
      const lines = [...container.querySelectorAll('.token-line')];
      expect(lines.map((line) => line.textContent).join('\n')).toBe(CODE);
      // No element for plain text, punctuation or operators.
      expect(
        container.querySelectorAll(
          '.token.plain, .token.punctuation, .token.operator',
        ),
      ).toHaveLength(0);
      // Keywords, numbers and comments keep theirs, with their colours.
      const keywords = [...container.querySelectorAll('.token.keyword')];
      expect(keywords.map((k) => k.textContent)).toEqual(['fn', 'let']);
      expect(container.querySelector('.token.number')?.textContent).toBe('1');
      expect(container.querySelector('.token.comment')?.textContent).toBe(
        '// one',
      );
      expect((keywords[0] as HTMLElement).style.color).not.toBe('');
      // Each run of plain text is one text node.
      for (const line of lines) {
        const nodes = [...line.childNodes];
        nodes.slice(1).forEach((node, i) => {
          expect([nodes[i]!.nodeType, node.nodeType]).not.toEqual([
            Node.TEXT_NODE,
            Node.TEXT_NODE,
          ]);
        });
      }
      expect(lines[2]?.childNodes[0]?.textContent).toBe('    ');
      // The empty line is its line break alone.
      expect(lines[1]?.innerHTML).toBe('<br>');
    },
  );
});
