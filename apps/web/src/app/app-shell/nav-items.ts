import { Bot, ChartLine, Flame, House, Newspaper, Trophy, UserRound } from 'lucide-react';
import * as ko from '../../lib/i18n/ko';

export interface NavItem {
  to: string;
  label: string;
  icon: typeof House;
}

export const mainNavItems: NavItem[] = [
  { to: '/home', label: ko.nav.home, icon: House },
  { to: '/popular', label: ko.nav.popular, icon: Flame },
  { to: '/all', label: ko.nav.all, icon: Newspaper },
];

export const aiNavItems: NavItem[] = [
  { to: '/influencer', label: ko.nav.influencer, icon: UserRound },
  { to: '/fundmanager', label: ko.nav.fundManager, icon: Bot },
  { to: '/stock', label: ko.nav.stock, icon: ChartLine },
  // The members' settled predictions, ranked (CONTRACT.md 'Prediction record').
  { to: '/predictions', label: ko.nav.predictions, icon: Trophy },
];

export const infoNavItems: Omit<NavItem, 'icon'>[] = [
  { to: '/about', label: ko.nav.about },
  { to: '/termsofservice', label: ko.nav.terms },
  { to: '/privacy', label: ko.nav.privacy },
];

/** Pages whose data refreshes in place when their own link is clicked again; others reload. */
export function isFeedPath(path: string): boolean {
  return /^\/(popular|all|boards\/[^/]+)\/?$/i.test(path);
}
