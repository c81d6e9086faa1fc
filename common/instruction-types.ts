export const INSTRUCTION_TYPES = ['user_manual', 'technical_manual', 'troubleshooting'] as const;

export type InstructionType = (typeof INSTRUCTION_TYPES)[number];

export const DEFAULT_INSTRUCTION_TYPE: InstructionType = 'user_manual';
