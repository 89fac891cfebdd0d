/** Names a CPU profile's frame by its original source, through a build's source maps (page-profile, long-tasks). */
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

export type CallFrame = { functionName: string; url?: string; lineNumber: number; columnNumber: number };

/**
 * `placeOf(frame)` gives the frame's package (npm:name) or source folder and its function with
 * file and line; frames of files without a map keep the built file's path.
 */
export function sourcePlaces(dist: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = `${dist}${new URL(url).pathname}.map`;
      maps.set(url, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(url);
  };
  return (frame: CallFrame) => {
    const url = frame.url ?? ''; // a trace's native frames have none
    let name = frame.functionName || '(anonymous)';
    let source = url.startsWith('http') ? new URL(url).pathname : name;
    const map = url.startsWith('http') ? mapOf(url) : null;
    const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original?.source) {
      source = original.source.replace(/.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '');
      name = `${original.name ?? name} ${source}:${original.line}`;
    } else if (url.startsWith('http')) name = `${name} ${source}:${frame.lineNumber + 1}:${frame.columnNumber}`;
    const parts = source.split('/');
    const place = source.startsWith('npm:')
      ? parts.slice(0, parts[0]!.startsWith('npm:@') ? 2 : 1).join('/')
      : parts.slice(0, -1).join('/') || source;
    return { place, name };
  };
}
