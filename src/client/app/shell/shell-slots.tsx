import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Places in the shell that a page fills: the top bar's title (the product type) and the
 * sidebar's step list. Pages render <ShellTitle>/<ShellSidebar> wherever they are; the content
 * is portalled into the shell, so the shell never needs to know which flow is open.
 */
export interface ShellTargets {
  title: HTMLElement | null;
  sidebar: HTMLElement | null;
  /** Closes the sidebar on a phone after a step link is followed. */
  closeSidebarOnMobile: () => void;
}

export const ShellTargetsContext = createContext<ShellTargets>({ title: null, sidebar: null, closeSidebarOnMobile: () => undefined });

export function ShellTitle({ children }: { children: ReactNode }) {
  const { title } = useContext(ShellTargetsContext);
  return title ? createPortal(children, title) : null;
}

/**
 * The step list in the sidebar. A click in it closes the menu on a phone: React passes a portal's
 * events to the page that rendered it, not to the shell's sidebar around it, so the shell cannot
 * listen for them itself (a step tapped on a phone left the menu covering the page).
 */
export function ShellSidebar({ children }: { children: ReactNode }) {
  const { sidebar, closeSidebarOnMobile } = useContext(ShellTargetsContext);
  return sidebar ? createPortal(<div onClick={closeSidebarOnMobile}>{children}</div>, sidebar) : null;
}

export function useShell(): ShellTargets {
  return useContext(ShellTargetsContext);
}
