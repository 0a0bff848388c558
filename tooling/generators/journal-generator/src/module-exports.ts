// The value exports of a shared module, read from its source with the TypeScript parser, so a
// journal app's one-line re-export files follow the shared modules and cannot drift from them.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

function hasModifier(statement: ts.Statement, kind: ts.SyntaxKind): boolean {
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
  return modifiers?.some((modifier) => modifier.kind === kind) ?? false;
}

/** The names a declaration binds: `x`, or each name of a destructuring (`{ a, b: [c] }`). */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : boundNames(element.name),
  );
}

function declaredNames(statement: ts.Statement): string[] {
  if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) return ['default'];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      boundNames(declaration.name),
    );
  }
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
    return [statement.name.text];
  }
  return [];
}

/** The names a module exports as values (types left out), in the order it declares them. */
export function valueExports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) {
      names.push('default');
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        throw new Error(`${file}: \`export *\` cannot be re-exported name by name.`);
      }
      for (const element of clause.elements) if (!element.isTypeOnly) names.push(element.name.text);
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      names.push(...declaredNames(statement));
    }
  }
  return names;
}
