/**
 * The translator's messages in the reader's language. The lexer, parser,
 * type checker and translator write their messages in English (the tests
 * and `npm run test:previews` read them so); the preview shows them through
 * `localizeMpslMessage`, which finds the message's pattern here and fills
 * the other language's sentence with the same parts. Code in backticks
 * stays as written; the few English phrases a message carries as a part
 * ("the end of the code", "a type") are translated too. A message without
 * a pattern shows in English (src/lib/mpsl/messages.test.ts checks that
 * every message in the translator's source has one).
 */
import type {Locale} from '../../data/site';

type Catalog = readonly (readonly [english: string, translated: string])[];

/**
 * English pattern (`{}` is a part) and Chinese sentence (`{0}`, `{1}` …
 * the parts in order). The more specific patterns come first.
 */
const ZH: Catalog = [
  // lexer.ts
  ['unterminated block comment', '块注释没有结束（缺少 `*/`）'],
  [
    '`{}` is not a colour: use #rgb, #rgba, #rrggbb or #rrggbbaa (#x… when it starts with a digit)',
    '`{0}` 不是颜色：请写成 #rgb、#rgba、#rrggbb 或 #rrggbbaa（以数字开头时写成 #x…）',
  ],
  ['unexpected character `{}`', '意外的字符 `{0}`'],
  // parser.ts
  [
    'expected `}` to close the block, found the end of the code',
    '缺少闭合代码块的 `}`，代码已经结束',
  ],
  [
    'expected `fn`, a declaration or a property, found {}',
    '这里应为 `fn`、声明或属性，实际为 {0}',
  ],
  ['expected `{}`, found {}', '这里应为 `{0}`，实际为 {1}'],
  ['expected a type or a value', '这里应为类型或值'],
  ['expected {}, found {}', '这里应为{0}，实际为 {1}'],
  [
    'nested objects such as `{}: {...}` are not supported here',
    '这里不支持 `{0}: {...}` 这样的嵌套对象',
  ],
  ['`match` is not supported by the preview', '预览不支持 `match`'],
  [
    'struct literals are not supported by the preview',
    '预览不支持结构体字面量',
  ],
  ['closures are not supported by the preview', '预览不支持闭包'],
  // translate.ts
  [
    'the shader needs `fn pixel(self) -> vec4 { ... }`',
    '着色器需要 `fn pixel(self) -> vec4 { ... }`',
  ],
  [
    '`{}` must be declared as `fn {}(self) -> vec4`',
    '`{0}` 必须声明为 `fn {1}(self) -> vec4`',
  ],
  ['function `{}` is defined twice', '函数 `{0}` 定义了两次'],
  ['`varying` is not supported by the preview', '预览不支持 `varying`'],
  [
    'only `texture name: texture2d` is supported by the preview',
    '预览只支持 `texture name: texture2d` 这种纹理声明',
  ],
  [
    '`{}` is declared as `{}` but its value is a `{}`',
    '`{0}` 声明为 `{1}`，但它的值是 `{2}`',
  ],
  ['`{}` is a {}, not a {}', '`{0}` 是 {1}，不是 {2}'],
  ['unknown type `{}`', '未知类型 `{0}`'],
  [
    'a default value must be a number, a colour or a vector of numbers',
    '默认值必须是数字、颜色或由数字组成的向量',
  ],
  ['`{}` needs {} components', '`{0}` 需要 {1} 个分量'],
  ['parameter `{}` is declared twice', '参数 `{0}` 声明了两次'],
  ['`let {}` needs a type or a value', '`let {0}` 需要类型或值'],
  [
    "`{}` can't hold the result of a function that returns nothing",
    '`{0}` 不能保存无返回值函数的结果',
  ],
  ["a texture can't be stored in a variable", '纹理不能存入变量'],
  ['`{}` must return a `{}`', '`{0}` 必须返回 `{1}`'],
  ['`{}` returns `{}`, not `{}`', '`{0}` 返回 `{1}`，而不是 `{2}`'],
  [
    'an `if` condition must be a `bool`, not a `{}`',
    '`if` 的条件必须是 `bool`，而不是 `{0}`',
  ],
  ['a loop bound must be a constant number', '循环的边界必须是常数'],
  ['step must not be zero', '步长不能为零'],
  ['the step goes the wrong way', '步长的方向与范围相反'],
  ['`{}` outside of a loop', '`{0}` 不在循环内'],
  ["a `{}` can't be indexed", '`{0}` 不能用下标访问'],
  ['an index must be a number, not a `{}`', '下标必须是数字，而不是 `{0}`'],
  ["can't apply `{}` to a `{}` and a `{}`", '不能对 `{1}` 和 `{2}` 使用 `{0}`'],
  ["can't apply `{}` to a `{}`", '不能对 `{1}` 使用 `{0}`'],
  [
    'the left side of an assignment must be a variable, a field or a swizzle',
    '赋值的左边必须是变量、字段或分量选取（swizzle）',
  ],
  ["can't assign a `{}` to a `{}`", '不能把 `{0}` 赋给 `{1}`'],
  [
    'a condition must be a `bool`, not a `{}`',
    '条件必须是 `bool`，而不是 `{0}`',
  ],
  [
    'both branches must have the same type, not `{}` and `{}`',
    '两个分支的类型必须相同，而这里是 `{0}` 和 `{1}`',
  ],
  [
    '`self` is used as `self.field` or `self.function()`',
    '`self` 只能写成 `self.field` 或 `self.function()`',
  ],
  ['identifier not found `{}`', '找不到标识符 `{0}`'],
  ['`{}` takes ({}), not ({})', '`{0}` 的参数是 ({1})，而不是 ({2})'],
  ['no overload of `{}` takes ({})', '`{0}` 没有接受 ({1}) 的重载'],
  ['function not found `{}`', '找不到函数 `{0}`'],
  [
    '`{}` is a method: call it on a value, as `sdf.{}(...)`',
    '`{0}` 是方法：请在值上调用它，例如 `sdf.{1}(...)`',
  ],
  [
    'argument {} of `{}` is `inout`: pass a variable',
    '`{1}` 的第 {0} 个参数是 `inout`：请传入变量',
  ],
  ['this shader has no function `{}`', '这个着色器没有函数 `{0}`'],
  ['a `{}` has no method `{}`', '`{0}` 没有方法 `{1}`'],
  ['Sdf2d has no method `{}`', 'Sdf2d 没有方法 `{0}`'],
  [
    'call `{}` on a variable: the method changes its Sdf2d',
    '请在变量上调用 `{0}`：这个方法会修改变量中的 Sdf2d',
  ],
  ['`self` has no field `{}`', '`self` 没有字段 `{0}`'],
  ['Sdf2d has no field `{}`', 'Sdf2d 没有字段 `{0}`'],
  ['field `{}` is not defined on a `{}`', '`{1}` 上没有定义字段 `{0}`'],
  // types.ts
  ["can't construct `{}` from ({})", '不能用 ({1}) 构造 `{0}`'],
  [
    'not enough components for `{}`: expected {}, got {}',
    '`{0}` 的分量不够：需要 {1} 个，实际 {2} 个',
  ],
  [
    'too many components for `{}`: expected {}, got {}',
    '`{0}` 的分量太多：需要 {1} 个，实际 {2} 个',
  ],
];

/** English phrases that stand as a part of a message. */
const ZH_PHRASES: Readonly<Record<string, string>> = {
  'the end of the code': '代码结尾',
  'a name': '名称',
  'a type': '类型',
  'a function name': '函数名',
  'a parameter name': '参数名',
  'a variable name': '变量名',
  'a loop variable': '循环变量',
  'a field or method name': '字段名或方法名',
  'an expression': '表达式',
};

type Compiled = {pattern: RegExp; translated: string};

function compile(catalog: Catalog): Compiled[] {
  return catalog.map(([english, translated]) => {
    const parts = english
      .split('{}')
      .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return {pattern: new RegExp(`^${parts.join('(.+?)')}$`), translated};
  });
}

const CATALOGS: Partial<
  Record<Locale, {entries: Compiled[]; phrases: Record<string, string>}>
> = {
  zh: {entries: compile(ZH), phrases: ZH_PHRASES},
};

/** `message` (a translator message, in English) in `locale`. */
export function localizeMpslMessage(message: string, locale: Locale): string {
  const catalog = CATALOGS[locale];
  if (!catalog) {
    return message;
  }
  for (const {pattern, translated} of catalog.entries) {
    const match = pattern.exec(message);
    if (match) {
      const parts = match.slice(1);
      return translated.replace(/\{(\d+)\}/g, (_, index: string) => {
        const part = parts[Number(index)] ?? '';
        return catalog.phrases[part] ?? part;
      });
    }
  }
  return message;
}
