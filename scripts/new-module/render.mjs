// Templates are plain source with __token__ placeholders and whole-line blocks:
//   //#if flag   //#if !flag   //#else   //#endif
// A token without a value is an error, so a typo never reaches a generated file.

const TOKEN = /__([A-Za-z][A-Za-z0-9]*)__/g;
const DIRECTIVE = /^\s*\/\/#(if|else|endif)\b\s*(!?)(\w*)\s*$/;

/** Keeps the lines whose enclosing blocks hold for `flags`; blocks nest. */
export function applyBlocks(text, flags, name = 'template') {
  const out = [];
  const stack = [];
  for (const line of text.split('\n')) {
    const d = DIRECTIVE.exec(line);
    if (!d) {
      if (stack.every((s) => s.keep)) out.push(line);
      continue;
    }
    const [, kind, not, flag] = d;
    if (kind === 'if') {
      if (!(flag in flags)) throw new Error(`${name}: unknown flag ${flag}`);
      stack.push({ keep: Boolean(flags[flag]) !== (not === '!') });
    } else {
      const top = stack.at(-1);
      if (!top) throw new Error(`${name}: //#${kind} without //#if`);
      if (kind === 'else') top.keep = !top.keep;
      else stack.pop();
    }
  }
  if (stack.length) throw new Error(`${name}: //#if without //#endif`);
  return out.join('\n');
}

/** Fills every __token__ from `vars`. */
export function fillTokens(text, vars, name = 'template') {
  return text.replace(TOKEN, (match, key) => {
    if (!(key in vars)) throw new Error(`${name}: no value for ${match}`);
    return String(vars[key]);
  });
}

export const render = (text, vars, flags, name) => fillTokens(applyBlocks(text, flags, name), vars, name);
