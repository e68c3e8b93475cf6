import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "@swc/core";

/** Files allowed to read process.env: the one config module, and test code (which sets up environments). */
const allowedEnvReaders = [/^src\/server\/config\.ts$/, /\.test\.tsx?$/, /^src\/server\/testing\//];

export function mayReadEnv(file: string): boolean {
  return allowedEnvReaders.some((allowed) => allowed.test(file));
}

/**
 * Lines (1-based) of `file` that read the environment: `process.env`, `process["env"]`,
 * `globalThis.process.env`, `const { env } = process` or `import { env } from "node:process"`.
 * Read from the syntax tree, so a comment or a string that mentions process.env is not a read.
 */
export async function findEnvReads(baseDir: string, file: string): Promise<number[]> {
  const source = await readFile(join(baseDir, file), "utf8");
  // swc's spans are byte positions counted from a base that is not always 0; a leading `0;` on the first line
  // pins the base (it starts the module, at byte 0) without moving any line.
  const module = await parse(`0;${source}`, { syntax: "typescript", tsx: file.endsWith(".tsx") });
  const base = module.span.start;
  const bytes = Buffer.from(`0;${source}`);
  const lines = new Set<number>();
  visit(module, (node) => {
    if (readsEnv(node)) {
      const offset = node.span.start - base;
      lines.add(bytes.subarray(0, offset).toString("utf8").split("\n").length);
    }
  });
  return [...lines].sort((a, b) => a - b);
}

interface SyntaxNode {
  type: string;
  span: { start: number };
  [key: string]: unknown;
}

function isNode(value: unknown): value is SyntaxNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

function visit(value: unknown, onNode: (node: SyntaxNode) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, onNode);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  if (isNode(value) && "span" in value) onNode(value);
  for (const child of Object.values(value)) visit(child, onNode);
}

function isProcess(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === "Identifier") return node.value === "process";
  // globalThis.process
  return (
    node.type === "MemberExpression" &&
    isNode(node.object) &&
    node.object.type === "Identifier" &&
    node.object.value === "globalThis" &&
    namesEnvOr(node.property, "process")
  );
}

function namesEnvOr(property: unknown, name = "env"): boolean {
  if (!isNode(property)) return false;
  if (property.type === "Identifier") return property.value === name;
  return property.type === "Computed" && isNode(property.expression) && property.expression.value === name;
}

function readsEnv(node: SyntaxNode): boolean {
  switch (node.type) {
    case "MemberExpression":
      return isProcess(node.object) && namesEnvOr(node.property);
    case "VariableDeclarator": {
      // const { env } = process
      const id = node.id as SyntaxNode;
      if (!isProcess(node.init) || id.type !== "ObjectPattern") return false;
      return (id.properties as SyntaxNode[]).some((property) => namesEnvOr(property.key));
    }
    case "ImportDeclaration": {
      const source = (node.source as { value: string }).value;
      if (source !== "process" && source !== "node:process") return false;
      return (node.specifiers as SyntaxNode[]).some(
        (specifier) => specifier.type === "ImportSpecifier" && namesEnvOr(specifier.imported ?? specifier.local),
      );
    }
    default:
      return false;
  }
}
