// Sessions for the staff area's stories and tests: a publisher, an editor and a member.
import { mockUser } from '../../mock-api/handlers/session';
import type { SessionUser } from '../../src/state/session';
import { ROLE } from '../../shared/roles';

export const publisher = { ...mockUser({ role_id: ROLE.staff }), username: 'staff' } as SessionUser;
export const editor = { ...mockUser({ role_id: ROLE.editor }), username: 'editor' } as SessionUser;
export const member = mockUser({ role_id: ROLE.member }) as SessionUser;
