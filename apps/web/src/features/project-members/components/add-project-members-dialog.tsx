import { ROLE, type Role, type WorkspaceMember } from "@hangar/contracts";
import { Search } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { RoleSelect } from "../../../components/role-select";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { useAddProjectMembers } from "../api/use-project-members";
import { memberName } from "../lib/member-name";

type AddProjectMembersDialogProps = {
  slug: string;
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Workspace members not yet in the project. */
  candidates: WorkspaceMember[];
};

const defaultRole = (workspaceRole: number): Role => (workspaceRole >= ROLE.MEMBER ? ROLE.MEMBER : ROLE.GUEST);

export function AddProjectMembersDialog({ slug, projectId, open, onOpenChange, candidates }: AddProjectMembersDialogProps) {
  const add = useAddProjectMembers(slug, projectId);
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Map<string, Role>>(new Map());

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return candidates;
    return candidates.filter((c) =>
      `${memberName(c.member)} ${c.member.display_name} ${c.member.email}`.toLowerCase().includes(q),
    );
  }, [candidates, query]);

  function close(next: boolean) {
    if (!next) {
      setQuery("");
      setSelected(new Map());
    }
    onOpenChange(next);
  }

  function toggle(candidate: WorkspaceMember, checked: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(candidate.member.id, defaultRole(candidate.role));
      else next.delete(candidate.member.id);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const members = candidates
      .filter((c) => selected.has(c.member.id))
      .map((workspaceMember) => ({ workspaceMember, role: selected.get(workspaceMember.member.id) ?? ROLE.MEMBER }));
    if (members.length === 0) return;
    add.mutate(members);
    close(false);
  }

  return (
    <Dialog open={open} onOpenChange={close} dirty={selected.size > 0}>
      <DialogContent size="md">
        <form onSubmit={submit} className="flex min-h-0 flex-col">
          <DialogHeader title="Add members" description="Pick workspace members and the role they get in this project." />
          <DialogBody className="space-y-2">
            <InputGroup prefix={<Search className="size-3.5" aria-hidden />}>
              <InputGroupInput
                aria-label="Search members"
                placeholder="Search by name or email"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoFocus
              />
            </InputGroup>
            {candidates.length === 0 ? (
              <p className="py-6 text-center text-sm text-fg-muted">Everyone in the workspace is already in this project.</p>
            ) : filtered.length === 0 ? (
              <p className="py-6 text-center text-sm text-fg-muted">No members match “{query}”.</p>
            ) : (
              <ul className="max-h-80 divide-y divide-border overflow-y-auto rounded-md border border-border">
                {filtered.map((candidate) => {
                  const name = memberName(candidate.member);
                  const checkboxId = `add-member-${candidate.member.id}`;
                  const role = selected.get(candidate.member.id);
                  return (
                    <li key={candidate.id} className="flex items-center gap-2.5 px-2.5 py-1.5 hover:bg-surface-hover">
                      <input
                        id={checkboxId}
                        type="checkbox"
                        aria-label={name}
                        aria-describedby={`${checkboxId}-email`}
                        checked={role !== undefined}
                        onChange={(event) => toggle(candidate, event.target.checked)}
                        className="size-3.5 accent-(--accent)"
                      />
                      <label htmlFor={checkboxId} className="flex min-w-0 flex-1 cursor-pointer items-center gap-2">
                        <span aria-hidden className="contents">
                          <Avatar name={name} src={candidate.member.avatar_url ?? candidate.member.avatar} size="sm" />
                        </span>
                        <span className="truncate text-sm text-fg">{name}</span>
                        <span id={`${checkboxId}-email`} className="truncate text-xs text-fg-subtle">
                          {candidate.member.email}
                        </span>
                      </label>
                      {role !== undefined && (
                        <RoleSelect
                          label={`Role for ${name}`}
                          value={role}
                          max={candidate.role}
                          className="w-24"
                          onChange={(next) => setSelected((current) => new Map(current).set(candidate.member.id, next))}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </DialogBody>
          <DialogFooter>
            <span className="mr-auto text-xs text-fg-muted">{selected.size > 0 && `${selected.size} selected`}</span>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={selected.size === 0}>
              Add to project
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
