/**
 * "One open at a time" across widgets that never import each other: header panels, side menus.
 * A member registers under a group name; opening it closes every other open member.
 */
export interface GroupMember {
  close(reason: 'exclusive' | 'all'): void;
}

const groups = new Map<string, Set<GroupMember>>();
const open = new Map<string, Set<GroupMember>>();

function setOf(map: Map<string, Set<GroupMember>>, name: string): Set<GroupMember> {
  let set = map.get(name);
  if (!set) map.set(name, (set = new Set()));
  return set;
}

export interface Group {
  /** Marks `member` open and closes the others of the group. */
  opened(member: GroupMember): void;
  closed(member: GroupMember): void;
  closeAll(): void;
  isAnyOpen(): boolean;
}

export function joinGroup(name: string, member: GroupMember, signal: AbortSignal): Group {
  setOf(groups, name).add(member);
  signal.addEventListener(
    'abort',
    () => {
      groups.get(name)?.delete(member);
      open.get(name)?.delete(member);
    },
    { once: true },
  );
  return group(name);
}

export function group(name: string): Group {
  return {
    opened(member) {
      const current = setOf(open, name);
      for (const other of [...current]) {
        if (other !== member) {
          current.delete(other);
          other.close('exclusive');
        }
      }
      current.add(member);
    },
    closed(member) {
      open.get(name)?.delete(member);
    },
    closeAll() {
      const current = setOf(open, name);
      for (const member of [...current]) {
        current.delete(member);
        member.close('all');
      }
    },
    isAnyOpen() {
      return (open.get(name)?.size ?? 0) > 0;
    },
  };
}
