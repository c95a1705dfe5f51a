/**
 * The two notices at the foot of every page, /login included: offline, and a new version ready.
 * Plain elements with the theme's colours and font, so /login, which loads no Mantine (docs/decisions.md
 * D99), loads nothing more for them.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import { ACCESSIBLE_COLOURS, theme } from '../app/theme';
import { usePwaState } from './pwa-state';

export const OFFLINE_MESSAGE = 'Offline: what you enter stays on this device, and what you upload waits here until the network is back.';
export const UPDATE_MESSAGE = 'A new version of Selvage is ready: it opens next time.';

const BAR: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  // Above the wizard's Back/Next bar where a page has one (it sets the height), never over it (issue 30 item 3).
  bottom: 'var(--selvage-bar-height, 0px)',
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  fontFamily: theme.fontFamily,
  fontSize: '0.875rem',
  lineHeight: 1.55,
  pointerEvents: 'none',
};
const NOTICE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  padding: '0.4rem 0.75rem calc(0.4rem + env(safe-area-inset-bottom))',
  pointerEvents: 'auto',
};

/**
 * The notices' height, for the frame to keep its own foot (the menu's Sign Out, a page's last
 * control) clear of them: fixed at the foot, they would lie over it (found by axe in CI).
 */
export const NOTICE_HEIGHT_VAR = '--selvage-notice-height';

function usePublishedHeight(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    const element = ref.current;
    if (!shown || !element) return;
    const publish = () => root.setProperty(NOTICE_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(NOTICE_HEIGHT_VAR);
    };
  }, [shown]);
  return ref;
}

export function PwaNotices() {
  const { offline, applyUpdate } = usePwaState();
  const shown = offline || Boolean(applyUpdate);
  const ref = usePublishedHeight(shown);
  if (!shown) return null;
  return (
    <div style={BAR} ref={ref}>
      {applyUpdate && (
        <div role="status" style={{ ...NOTICE, background: ACCESSIBLE_COLOURS.teal[1], color: '#064d3b' }}>
          <span>{UPDATE_MESSAGE}</span>
          <button
            type="button"
            onClick={applyUpdate}
            style={{
              font: 'inherit',
              fontWeight: 600,
              color: 'inherit',
              background: 'none',
              border: '1px solid currentColor',
              borderRadius: 4,
              padding: '0.15rem 0.6rem',
              cursor: 'pointer',
            }}
          >
            Open it now
          </button>
        </div>
      )}
      {offline && (
        <div role="status" data-testid="offline-banner" style={{ ...NOTICE, background: ACCESSIBLE_COLOURS.yellow[1], color: '#5c3d00' }}>
          {OFFLINE_MESSAGE}
        </div>
      )}
    </div>
  );
}
