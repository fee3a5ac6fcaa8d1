import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

/** One import of a file: its specifier as written and the repository file it resolves to, if any. */
export interface ImportEdge {
  specifier: string;
  to: string | null;
  typeOnly: boolean;
}

export interface SourceFile {
  path: string;
  text: string;
  lines: number;
  imports: ImportEdge[];
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;

/** Workspace packages by import name, so `@visadesk/contract/requests` resolves to its file. */
const PACKAGES: Record<string, string> = {
  '@visadesk/contract': 'packages/contract/src',
  '@visadesk/db': 'packages/db/src',
  '@visadesk/client': 'packages/client/src',
};

/** Every tracked TypeScript and ES module file of the repository with its resolved imports. */
export function loadRepository(root: string): Map<string, SourceFile> {
  const paths = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((p) => SOURCE.test(p) && !p.endsWith('.d.ts'));
  const known = new Set(paths);
  const files = new Map<string, SourceFile>();
  for (const path of paths) {
    let text: string;
    try {
      text = readFileSync(posix.join(root, path), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    const imports = importsOf(text).map(({ specifier, typeOnly }) => ({
      specifier,
      typeOnly,
      to: resolve(known, path, specifier),
    }));
    files.set(path, {
      path,
      text,
      lines: text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length,
      imports,
    });
  }
  return files;
}

/** Static imports, re-exports and dynamic `import('…')` with a literal specifier. */
export function importsOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause?.isTypeOnly ||
        (!!clause &&
          !clause.name &&
          !!clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(known: Set<string>, from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = posix.join(posix.dirname(from), specifier);
  else {
    const pkg = Object.keys(PACKAGES).find((p) => specifier === p || specifier.startsWith(`${p}/`));
    if (pkg) base = posix.join(PACKAGES[pkg]!, specifier === pkg ? 'index' : specifier.slice(pkg.length + 1));
  }
  if (base === null) return null;
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${stem}.mjs`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Strongly connected groups of more than one node (Tarjan): each is a circle of imports. */
export function cycles(nodes: Iterable<string>, next: (node: string) => Iterable<string>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}
