/** A worker that fills its heap until V8 ends it: the reader's worker as a runaway file would make it. */
const held: string[][] = [];
for (;;) held.push(Array.from({ length: 10_000 }, (_, i) => `row ${held.length} cell ${i}`));
