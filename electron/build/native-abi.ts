/**
 * The NODE_MODULE_VERSION a native addon was built for. Addons register themselves through an
 * exported symbol named `node_register_module_v<version>`; its name is in the binary's symbol table
 * whatever the format (ELF, PE or Mach-O). Undefined for a file without it (an N-API addon or not an
 * addon at all).
 */
export function addonModuleVersion(binary: Buffer): number | undefined {
  const match = /node_register_module_v(\d+)/.exec(binary.toString('latin1'));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
