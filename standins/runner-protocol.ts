/**
 * The two halves of the runner's file protocol that every harness needs: inputs become
 * `INPUT_<NAME>` variables (upper-cased, hyphens kept, as the runner spells them), and
 * `$GITHUB_OUTPUT` is read back as `name<<DELIM` blocks.
 */
export function inputVariables(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]))
}

/** Parses `$GITHUB_OUTPUT` as the runner does: `name<<DELIM\nvalue\nDELIM`. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm
  for (const [, name, , value] of text.matchAll(re)) outputs[name!] = value!
  return outputs
}
