/**
 * MATCH-08: a contract saved with another policy (its chain regime) than the default of its branch
 * (the branch's own policy, else the nearest ancestor's) is saved, with this warning.
 */
export const ContractChainMessages = {
  differsFromBranchDefault: 'The contract chain differs from the branch default.',
} as const;

export const CONTRACT_CHAIN_MESSAGES_NL: Readonly<Record<string, string>> = {
  [ContractChainMessages.differsFromBranchDefault]: 'De contractketen wijkt af van de standaard van de vestiging.',
};
