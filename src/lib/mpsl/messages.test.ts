import fs from 'node:fs';
import path from 'node:path';
import {translateMpsl} from './translate';
import {localizeMpslMessage} from './messages';

/**
 * Every message the translator's source writes, with each `${…}` part
 * replaced by `x`: the string literals passed to `fail(`, `new MpslError(`
 * and returned by types.ts's constructor checks.
 */
function sourceMessages(): string[] {
  const found: string[] = [];
  for (const file of ['lexer.ts', 'parser.ts', 'translate.ts', 'types.ts']) {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    const literal =
      /(?:fail\(|new MpslError\(|return )\s*(`(?:[^`\\]|\\.)*`|'[^']*'|"[^"]*")/g;
    for (const [, quoted] of source.matchAll(literal)) {
      const text = quoted!
        .slice(1, -1)
        .replace(/\$\{[^}]*\}/g, 'x')
        .replace(/\\`/g, '`');
      // Only sentences: code fragments (GLSL, starting with a part) are not.
      if (/^[`a-wyzA-Z][^;]* [a-z]/.test(text)) {
        found.push(text);
      }
    }
  }
  // The part a conditional picks (`=` or another operator).
  found.push("can't assign a `x` to a `x`");
  return found;
}

describe('localizeMpslMessage', () => {
  it('translates the messages the previews produce, keeping the code', () => {
    const result = translateMpsl(
      'fn pixel(self) -> vec4 {\n  let sdf = Sdf2d::viewport(self.pos * self.rect_size;\n  return sdf.result;\n}',
    );
    expect(result.ok).toBe(false);
    if (result.ok) {
      return;
    }
    expect(result.error.message).toBe('expected `)`, found `;`');
    expect(localizeMpslMessage(result.error.message, 'zh')).toBe(
      '这里应为 `)`，实际为 `;`',
    );
    expect(localizeMpslMessage(result.error.message, 'en')).toBe(
      result.error.message,
    );
  });

  it('translates the English phrases that stand as a part', () => {
    expect(
      localizeMpslMessage(
        'expected an expression, found the end of the code',
        'zh',
      ),
    ).toBe('这里应为表达式，实际为 代码结尾');
    expect(
      localizeMpslMessage("can't apply `+` to a `vec2` and a `bool`", 'zh'),
    ).toBe('不能对 `vec2` 和 `bool` 使用 `+`');
  });

  it('has a Chinese sentence for every message in the source', () => {
    const messages = sourceMessages();
    expect(messages.length).toBeGreaterThan(50);
    const untranslated = messages.filter(
      (message) => localizeMpslMessage(message, 'zh') === message,
    );
    expect(untranslated).toEqual([]);
  });
});
