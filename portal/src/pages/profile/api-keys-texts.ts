/** Copy of the profile's API keys section (issue 16.1); messages come from `MSG`, scope labels from the contract. */
export const API_KEYS_TEXT = {
  title: 'API keys',
  intro:
    "Keys let your company's systems use the registry's API. A key acts as a user of your company, limited to the scopes you give it. Send it in the X-API-Key header.",
  create: 'Create API key',
  createTitle: 'New API key',
  name: 'Name',
  scopes: 'Scopes',
  expiresAt: 'Expires on',
  prefix: 'Key',
  status: 'Status',
  lastUsed: 'Last used',
  createdBy: 'Created by',
  createdAt: 'Created on',
  revoke: 'Revoke',
  revokeConfirm: (name: string) => `Revoke the key "${name}"? Systems using it lose access at once.`,
  secretTitle: 'Your new API key',
  secretLabel: 'Secret',
  done: 'Done',
  cancel: 'Cancel',
  never: 'Never',
} as const;
