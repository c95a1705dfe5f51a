import type { Role } from '../../../shared/schemas/accounts';
import { ACCOUNT_TEXT } from '../../account/account-text';
import { TEAM_TEXT } from '../../team/team-text';
import { ACTIVITY_TEXT } from '../../../shared/messages/activity';
import { paths } from '../paths';

/** A link at the foot of the side menu. */
export interface MenuLink {
  label: string;
  to: string;
  variant: 'light' | 'subtle';
  /** Shown to owners only: staff would only be told the page is the owner's (issue 28 item 1). */
  ownerOnly?: true;
}

/** The side menu's links, in order; Sign Out follows them. */
export const MENU_LINKS: readonly MenuLink[] = [
  { label: 'Home', to: paths.home, variant: 'light' },
  { label: 'Recent uploads', to: paths.recent, variant: 'subtle' },
  { label: TEAM_TEXT.title, to: paths.team, variant: 'subtle', ownerOnly: true },
  { label: ACTIVITY_TEXT.title, to: paths.activity, variant: 'subtle', ownerOnly: true },
  { label: ACCOUNT_TEXT.title, to: paths.accountPassword, variant: 'subtle' },
];

/** The links a role sees; while the role is not known yet (undefined), the owner's stay hidden. */
export const menuLinksFor = (role: Role | undefined, links: readonly MenuLink[] = MENU_LINKS): MenuLink[] =>
  links.filter((link) => !link.ownerOnly || role === 'owner');
