import { describe, expect, it } from 'vitest';
import { menuLinksFor } from './menu-links';

const labels = (role: Parameters<typeof menuLinksFor>[0]) => menuLinksFor(role).map((l) => l.label);

describe('the side menu by role', () => {
  it('shows the owner Team and Activity', () => {
    expect(labels('owner')).toEqual(['Home', 'Recent uploads', 'Team', 'Activity', 'My password']);
  });

  it('hides the owner’s pages from staff, and while the role is not known yet', () => {
    expect(labels('staff')).toEqual(['Home', 'Recent uploads', 'My password']);
    expect(labels(undefined)).toEqual(['Home', 'Recent uploads', 'My password']);
  });
});
