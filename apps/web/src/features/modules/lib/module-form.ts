import type { CreateModuleBody, Module, ModuleStatus, UpdateModuleBody } from "@hangar/contracts";

export type ModuleFormValues = {
  name: string;
  description: string;
  status: ModuleStatus;
  lead: string | null;
  members: string[];
  start_date: string;
  target_date: string;
};

export type ModuleFormErrors = Partial<Record<"name" | "description" | "target_date" | "lead" | "members", string>>;

export const NAME_MAX = 255;

export function initialModuleValues(module?: Module): ModuleFormValues {
  return {
    name: module?.name ?? "",
    description: module?.description ?? "",
    status: module?.status ?? "backlog",
    lead: module?.lead_id ?? null,
    members: module?.member_ids ?? [],
    start_date: module?.start_date ?? "",
    target_date: module?.target_date ?? "",
  };
}

/** The checks the server makes too, so the common mistakes are caught before a round trip. */
export function validateModuleForm(values: ModuleFormValues): ModuleFormErrors {
  const errors: ModuleFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = "Name is required";
  else if (name.length > NAME_MAX) errors.name = `Name can be at most ${NAME_MAX} characters`;
  if (values.start_date && values.target_date && values.target_date < values.start_date)
    errors.target_date = "Target date must be on or after the start date";
  return errors;
}

/** The create body: every field. */
export function moduleBody(values: ModuleFormValues): CreateModuleBody {
  return {
    name: values.name.trim(),
    description: values.description,
    status: values.status,
    lead: values.lead,
    members: values.members,
    start_date: values.start_date || null,
    target_date: values.target_date || null,
  };
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b;

/** The edit body: only what changed, so an edit does not overwrite someone else's change to another field. */
export function moduleChanges(values: ModuleFormValues, module: Module): UpdateModuleBody {
  const next = moduleBody(values);
  const before = moduleBody(initialModuleValues(module));
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CreateModuleBody)[]) {
    if (!sameValue(next[key], before[key])) changes[key] = next[key];
  }
  return changes as UpdateModuleBody;
}
