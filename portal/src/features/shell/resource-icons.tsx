/**
 * The icons the resources name (resources.tsx, `meta.icon`), in a chunk of their own: the app's first JavaScript
 * (the login and landing pages) carries none of them; they load the first time one is drawn.
 */
import {
  AimOutlined,
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  ContactsOutlined,
  DollarOutlined,
  FileDoneOutlined,
  HistoryOutlined,
  InboxOutlined,
  KeyOutlined,
  LinkOutlined,
  PlusCircleOutlined,
  QuestionCircleOutlined,
  SendOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';

export const RESOURCE_ICONS = {
  AimOutlined,
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  ContactsOutlined,
  DollarOutlined,
  FileDoneOutlined,
  HistoryOutlined,
  InboxOutlined,
  KeyOutlined,
  LinkOutlined,
  PlusCircleOutlined,
  QuestionCircleOutlined,
  SendOutlined,
  TeamOutlined,
  WalletOutlined,
};

export type ResourceIconName = keyof typeof RESOURCE_ICONS;

export function ResourceIcon({ name }: { name: ResourceIconName }) {
  const Icon = RESOURCE_ICONS[name];
  return <Icon />;
}
