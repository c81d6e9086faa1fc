import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The folder-level import graph of one source area (server/, renderer/, electron/). Each folder is
 * a node of its own, nested ones too (server/services and server/services/media are two nodes), and
 * each file directly in the area's root is a node of its own: the root holds both the top
 * (server/app.ts assembles everything) and the bottom (server/errors.ts, imported by everything),
 * so one node for the whole root would put every folder in a cycle with it.
 */
export type FolderGraph = {
  /** `from node -> to node` => the imports that make the arrow, as `file => imported file`. */
  arrows: Map<string, { from: string; to: string; imports: string[] }>;
};

export type FolderCycle = {
  nodes: string[];
  arrows: { from: string; to: string; imports: string[] }[];
};

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

function isFile(candidate: string): boolean {
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile();
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const stem of [base, base.replace(/\.js$/, '')]) {
    for (const suffix of RESOLVE_SUFFIXES) {
      if (isFile(stem + suffix)) return stem + suffix;
    }
  }
  return undefined;
}

/**
 * The node a file belongs to: its folder, or the file itself when it sits in the area's root. A file
 * anywhere under one of `wholeFolders` belongs to that folder: its subfolders only sort its files.
 */
export function nodeOf(
  areaRoot: string,
  file: string,
  projectRoot: string,
  wholeFolders: readonly string[] = [],
): string {
  const folder = path.dirname(file);
  const node = path
    .relative(projectRoot, folder === areaRoot ? file : folder)
    .split(path.sep)
    .join('/');
  return wholeFolders.find((whole) => node === whole || node.startsWith(`${whole}/`)) ?? node;
}

export function buildFolderGraph(
  projectRoot: string,
  area: string,
  wholeFolders: readonly string[] = [],
): FolderGraph {
  const areaRoot = path.resolve(projectRoot, area);
  const arrows: FolderGraph['arrows'] = new Map();
  const relative = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/');
  for (const file of sourceFiles(areaRoot)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (target === undefined || !target.startsWith(areaRoot + path.sep)) continue;
      const from = nodeOf(areaRoot, file, projectRoot, wholeFolders);
      const to = nodeOf(areaRoot, target, projectRoot, wholeFolders);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      const arrow = arrows.get(key) ?? { from, to, imports: [] };
      arrow.imports.push(`${relative(file)} => ${relative(target)}`);
      arrows.set(key, arrow);
    }
  }
  return { arrows };
}

/** Strongly connected components of more than one node (Tarjan), each with the arrows inside it. */
export function findCycles(graph: FolderGraph): FolderCycle[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of graph.arrows.values()) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };

  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);

  return components.map((nodes) => ({
    nodes,
    arrows: [...graph.arrows.values()]
      .filter(({ from, to }) => nodes.includes(from) && nodes.includes(to))
      .sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`)),
  }));
}

/**
 * Layers from top to bottom; a node may import its own layer (cycles are caught apart) and the
 * layers below. A folder not listed sits in the layer of its nearest listed parent folder.
 */
export type FloorPlan = readonly (readonly string[])[];

export type FloorPlanBreach =
  { kind: 'upward'; from: string; to: string; imports: string[] } | { kind: 'unplaced'; node: string };

function layerOf(plan: FloorPlan, node: string): number | undefined {
  for (
    let candidate = node;
    candidate.includes('/');
    candidate = candidate.slice(0, candidate.lastIndexOf('/'))
  ) {
    const layer = plan.findIndex((nodes) => nodes.includes(candidate));
    if (layer !== -1) return layer;
  }
  return undefined;
}

export function checkFloorPlan(graph: FolderGraph, plan: FloorPlan): FloorPlanBreach[] {
  const breaches: FloorPlanBreach[] = [];
  const unplaced = new Set<string>();
  for (const { from, to, imports } of [...graph.arrows.values()].sort((a, b) =>
    `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`),
  )) {
    const fromLayer = layerOf(plan, from);
    const toLayer = layerOf(plan, to);
    if (fromLayer === undefined) unplaced.add(from);
    if (toLayer === undefined) unplaced.add(to);
    if (fromLayer !== undefined && toLayer !== undefined && toLayer < fromLayer) {
      breaches.push({ kind: 'upward', from, to, imports });
    }
  }
  for (const node of [...unplaced].sort()) breaches.push({ kind: 'unplaced', node });
  return breaches;
}

export function describeBreaches(area: string, breaches: FloorPlanBreach[]): string {
  const lines = [
    `${area}: ${breaches.length} import${breaches.length === 1 ? '' : 's'} against the floor plan`,
  ];
  for (const breach of breaches) {
    if (breach.kind === 'unplaced') {
      lines.push(`  ${breach.node} is on no layer of the floor plan: add it to its layer`);
      continue;
    }
    lines.push(`  upward: ${breach.from} -> ${breach.to}`);
    for (const line of breach.imports) lines.push(`        ${line}`);
  }
  return lines.join('\n');
}

export function describeCycles(area: string, cycles: FolderCycle[]): string {
  const lines = [`${area}: ${cycles.length} folder cycle${cycles.length === 1 ? '' : 's'}`];
  for (const cycle of cycles) {
    lines.push(`  cycle through ${cycle.nodes.join(', ')}`);
    for (const arrow of cycle.arrows) {
      lines.push(`    ${arrow.from} -> ${arrow.to}`);
      for (const line of arrow.imports) lines.push(`        ${line}`);
    }
  }
  return lines.join('\n');
}

/**
 * Every cycle between the folders of each area and every import against an area's floor plan, as
 * text to print; undefined when there is none.
 */
export function checkFolderGraph(
  projectRoot: string,
  areas: readonly string[],
  floorPlans: Readonly<Record<string, FloorPlan>>,
  wholeFolders: readonly string[] = [],
): string | undefined {
  const reports: string[] = [];
  for (const area of areas) {
    const graph = buildFolderGraph(projectRoot, area, wholeFolders);
    const cycles = findCycles(graph);
    if (cycles.length > 0) reports.push(describeCycles(area, cycles));
    const plan = floorPlans[area];
    const breaches = plan ? checkFloorPlan(graph, plan) : [];
    if (breaches.length > 0) reports.push(describeBreaches(area, breaches));
  }
  return reports.length > 0 ? reports.join('\n') : undefined;
}
