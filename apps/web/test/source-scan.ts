import ts from 'typescript';

/**
 * The app's source as syntax trees, for tests that check how texts are used.
 * Tests and test helpers are left out: they may spell out texts on purpose.
 */
const sources = import.meta.glob<string>(
  [
    '../src/**/*.{ts,tsx}',
    '!../src/**/*.test.{ts,tsx}',
    '!../src/**/test/**',
    '!../src/**/*test-helpers.{ts,tsx}',
    // The pact's consumer tests and their examples.
    '!../src/pact/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

export interface Source {
  /** Path inside src, e.g. `features/cart/cart-page.tsx`. */
  path: string;
  file: ts.SourceFile;
}

export function parseSource(path: string, text: string): Source {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { path, file: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind) };
}

export const SOURCES: Source[] = Object.entries(sources).map(([path, text]) =>
  parseSource(path.replace(/^\.\.\/src\//, ''), text),
);

/** `file:line` of a node, for failure messages. */
export function where(source: Source, node: ts.Node): string {
  const { line } = source.file.getLineAndCharacterOfPosition(node.getStart(source.file));
  return `${source.path}:${line + 1}`;
}

/** Source text of a node with whitespace collapsed, so formatting does not matter. */
export function textOf(source: Source, node: ts.Node): string {
  return node.getText(source.file).replace(/\s+/g, ' ');
}

export function visit(node: ts.Node, callback: (node: ts.Node) => void) {
  callback(node);
  ts.forEachChild(node, (child) => visit(child, callback));
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current)
  )
    current = current.expression;
  return current;
}

function isUseTranslation(node: ts.Expression): node is ts.CallExpression {
  const call = unwrap(node);
  return (
    ts.isCallExpression(call) &&
    ts.isIdentifier(call.expression) &&
    call.expression.text === 'useTranslation'
  );
}

/**
 * The namespace `t` has at `node`: the `useTranslation('<ns>')` declared in the
 * nearest enclosing block or file, else i18next's default, `common`.
 */
export function namespaceAt(node: ts.Node): string {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!declaration.initializer || !isUseTranslation(declaration.initializer)) continue;
        const call = unwrap(declaration.initializer) as ts.CallExpression;
        const [first] = call.arguments;
        return first && ts.isStringLiteralLike(first) ? first.text : 'common';
      }
    }
  }
  return 'common';
}

/** A key as written at a call of `t` or in an `i18nKey` prop. */
export interface KeyUse {
  at: string;
  namespace: string;
  /** The key, when the source spells it out. */
  key?: string;
  /** Otherwise the expression that builds it, e.g. `` `tabs.${key}` ``. */
  dynamic?: string;
  /** A `count` is passed, so i18next picks a plural form. */
  count: boolean;
}

/** Splits `ns:key` when `ns` is a namespace; otherwise the key is in `fallback`. */
export function splitNamespace(key: string, namespaces: ReadonlySet<string>, fallback: string) {
  const match = /^([\w-]+):(.*)$/s.exec(key);
  return match && namespaces.has(match[1]!)
    ? { namespace: match[1]!, key: match[2]! }
    : { namespace: fallback, key };
}

/** Keys an argument can stand for: literals, and both branches of `a ? 'x' : 'y'`. */
function keyExpressions(node: ts.Expression): ts.Expression[] {
  const inner = unwrap(node);
  if (ts.isConditionalExpression(inner))
    return [...keyExpressions(inner.whenTrue), ...keyExpressions(inner.whenFalse)];
  return [inner];
}

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

/** Every `t('…')`, `i18n.t('…')` and `i18nKey="…"` of the app. */
export function keyUses(
  namespaces: ReadonlySet<string>,
  sources: readonly Source[] = SOURCES,
): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const source of sources) {
    visit(source.file, (node) => {
      let argument: ts.Expression | undefined;
      let count = false;
      if (ts.isCallExpression(node) && isTranslateCall(node)) {
        argument = node.arguments[0];
        const options = node.arguments[1];
        count =
          options !== undefined &&
          ts.isObjectLiteralExpression(options) &&
          options.properties.some((property) => property.name?.getText(source.file) === 'count');
      } else if (
        ts.isJsxAttribute(node) &&
        node.name.getText(source.file) === 'i18nKey' &&
        node.initializer
      ) {
        argument = ts.isJsxExpression(node.initializer)
          ? node.initializer.expression
          : node.initializer;
        count =
          ts.isJsxAttributes(node.parent) &&
          node.parent.properties.some(
            (attribute) => attribute.name?.getText(source.file) === 'count',
          );
      }
      if (!argument) return;
      const fallback = namespaceAt(node);
      for (const expression of keyExpressions(argument)) {
        const at = where(source, expression);
        if (ts.isStringLiteralLike(expression)) {
          uses.push({ at, count, ...splitNamespace(expression.text, namespaces, fallback) });
        } else {
          // A template that starts with `ns:` names its namespace too.
          const written = textOf(source, expression);
          const prefix = /^`([\w-]+):/.exec(written);
          const namespace = prefix && namespaces.has(prefix[1]!) ? prefix[1]! : fallback;
          uses.push({ at, count, namespace, dynamic: written });
        }
      }
    });
  }
  return uses;
}

/** Props whose value a person reads or hears. */
const VISIBLE_PROP =
  /^(label|placeholder|title|alt|description|error|message|children|caption|tooltip|confirm|cancel|aria-(label|description|valuetext|roledescription|placeholder)|\w+(Label|Message|Title|Placeholder|Description))$/;

/** Calls whose arguments end up in a notification or a modal. */
const NOTICE_CALL = /^(notifications\.(show|update)|notify\w*|modals\.open\w*)$/;

/**
 * A code in data, such as `majorUpgrade` or `errors.generic`: camel case or
 * dotted, no spaces. Data objects hold these under names like `description`
 * to pick a text from the locale files.
 */
const CODE = /^[a-z]+(?:[A-Z][a-z0-9]*)+$|^[a-z][\w-]*(?:[.:][\w-]+)+$/;

/** A piece of text written in the source that would reach the screen. */
export interface Literal {
  at: string;
  text: string;
}

/**
 * The text parts of an expression that could be shown as they are: string
 * literals, the fixed parts of templates, both branches of `?:`, `||`, `??`,
 * the shown side of `&&`. Calls (such as `t(…)`) and comparisons are not text.
 */
function shownLiterals(node: ts.Expression): ts.Node[] {
  const inner = unwrap(node);
  if (ts.isStringLiteralLike(inner)) return [inner];
  if (ts.isTemplateExpression(inner))
    return [inner.head, ...inner.templateSpans.map((span) => span.literal)];
  if (ts.isConditionalExpression(inner))
    return [...shownLiterals(inner.whenTrue), ...shownLiterals(inner.whenFalse)];
  if (ts.isArrayLiteralExpression(inner))
    return inner.elements.flatMap((element) =>
      ts.isSpreadElement(element) ? [] : shownLiterals(element),
    );
  if (ts.isBinaryExpression(inner)) {
    switch (inner.operatorToken.kind) {
      case ts.SyntaxKind.AmpersandAmpersandToken:
        return shownLiterals(inner.right);
      case ts.SyntaxKind.BarBarToken:
      case ts.SyntaxKind.QuestionQuestionToken:
      case ts.SyntaxKind.PlusToken:
        return [...shownLiterals(inner.left), ...shownLiterals(inner.right)];
      default:
        return [];
    }
  }
  return [];
}

function literalText(node: ts.Node): string {
  if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) return node.text;
  return '';
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName, source: Source): string {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name)
    ? name.text
    : name.getText(source.file);
}

/**
 * Texts with letters that the app would show without i18next: JSX text,
 * literal values of visible props (also in objects such as select options),
 * and literal notification and modal texts. Values from data and constants
 * are not literals here.
 */
export function shownTextLiterals(sources: readonly Source[] = SOURCES): Literal[] {
  const found: Literal[] = [];
  for (const source of sources) {
    const add = (node: ts.Node, text: string) => {
      if (/\p{L}/u.test(text)) found.push({ at: where(source, node), text: text.trim() });
    };
    const addExpression = (expression: ts.Expression | undefined, codesAllowed = false) => {
      if (!expression) return;
      for (const literal of shownLiterals(expression)) {
        const text = literalText(literal);
        if (!(codesAllowed && CODE.test(text))) add(literal, text);
      }
    };
    visit(source.file, (node) => {
      if (ts.isJsxText(node)) add(node, node.text);
      // `{'text'}` or `{cond ? 'a' : 'b'}` between tags.
      else if (
        ts.isJsxExpression(node) &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
      )
        addExpression(node.expression);
      else if (
        ts.isJsxAttribute(node) &&
        VISIBLE_PROP.test(propertyName(node.name, source)) &&
        node.initializer
      ) {
        if (ts.isStringLiteral(node.initializer)) add(node.initializer, node.initializer.text);
        else if (ts.isJsxExpression(node.initializer)) addExpression(node.initializer.expression);
      } else if (
        ts.isPropertyAssignment(node) &&
        VISIBLE_PROP.test(propertyName(node.name, source))
      )
        addExpression(node.initializer, true);
      else if (ts.isCallExpression(node) && NOTICE_CALL.test(textOf(source, node.expression)))
        for (const argument of node.arguments) addExpression(argument);
    });
  }
  return found;
}
