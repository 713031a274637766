/** Role values shared by workspaces and projects (spec §6). */
export const ROLE = { ADMIN: 20, MEMBER: 15, GUEST: 5 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_VALUES = [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST] as const;
export const ROLE_LABEL: Record<Role, string> = { 20: "Admin", 15: "Member", 5: "Guest" };

export const STATE_GROUPS = ["backlog", "unstarted", "started", "completed", "cancelled"] as const;
export type StateGroup = (typeof STATE_GROUPS)[number];
export const STATE_GROUP_META: Record<StateGroup, { label: string; color: string }> = {
  backlog: { label: "Backlog", color: "#d9d9d9" },
  unstarted: { label: "Unstarted", color: "#3f76ff" },
  started: { label: "Started", color: "#f59e0b" },
  completed: { label: "Completed", color: "#16a34a" },
  cancelled: { label: "Canceled", color: "#dc2626" },
};

/** States every new project starts with; Backlog is the default. */
export const DEFAULT_PROJECT_STATES: { name: string; group: StateGroup; default?: boolean }[] = [
  { name: "Backlog", group: "backlog", default: true },
  { name: "Todo", group: "unstarted" },
  { name: "In Progress", group: "started" },
  { name: "Done", group: "completed" },
  { name: "Canceled", group: "cancelled" },
];

export const STATE_SEQUENCE_STEP = 65535;
export const LABEL_FIRST_SORT_ORDER = 65535;
export const SORT_ORDER_STEP = 10000;

export const ORGANIZATION_SIZES = ["Just myself", "2-10", "11-50", "51-200", "201-500", "500+"] as const;

export const WORKSPACE_SLUG_MAX = 48;
/** Words the spec reserves plus the top-level routes of this app. */
export const RESERVED_WORKSPACE_SLUGS = [
  "404",
  "accounts",
  "api",
  "auth",
  "create-workspace",
  "god-mode",
  "installations",
  "invitations",
  "onboarding",
  "profile",
  "spaces",
  "workspace-invitations",
  // The notification mail's unsubscribe screen lives at /mail/unsubscribe.
  "mail",
  "password",
  "flags",
  "monitor",
  "sign-in",
  "sign-up",
  "settings",
  "billing",
  "upgrade",
  "admin",
  "import",
  "integrations",
  "initiatives",
  "workflows",
  "epics",
  "dashboard",
  "pages",
  "license",
  "instances",
  "live",
  "static",
  "assets",
  "reset-password",
  "forgot-password",
  "set-password",
  "magic-sign-in",
  "sign-out",
  "invite",
  "join",
  "docs",
  "health",
  "login",
  "logout",
  "signup",
  "signin",
  "new",
  "workspaces",
  "projects",
  "users",
  "me",
  "views",
  "notifications",
  "home",
  "search",
  "favicon.ico",
] as const;

export const PROJECT_IDENTIFIER_MAX = 12;
export const PROJECT_NETWORK = { PRIVATE: 0, PUBLIC: 1 } as const;

/** Boolean feature toggles a project Admin can flip (spec §3 Project features). */
export const PROJECT_FEATURE_KEYS = [
  "cycle_view",
  "module_view",
  "issue_views_view",
  "page_view",
  "inbox_view",
  "is_time_tracking_enabled",
  "is_epic_enabled",
  "is_workflow_enabled",
  "is_issue_type_enabled",
  "is_project_updates_enabled",
  "guest_view_all_features",
] as const;
export type ProjectFeatureKey = (typeof PROJECT_FEATURE_KEYS)[number];

export const ONBOARDING_STEPS = ["profile_complete", "workspace_create", "workspace_invite", "workspace_join"] as const;

export const MAGIC_CODE_TTL_MS = 10 * 60 * 1000;
export const MAGIC_CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;

/** Numeric auth error codes (spec §8). */
export const AUTH_ERROR = {
  INSTANCE_NOT_CONFIGURED: 5000,
  INVALID_EMAIL: 5005,
  EMAIL_REQUIRED: 5010,
  SIGNUP_DISABLED: 5015,
  MAGIC_LINK_LOGIN_DISABLED: 5016,
  PASSWORD_LOGIN_DISABLED: 5018,
  USER_ACCOUNT_DEACTIVATED: 5019,
  INVALID_PASSWORD: 5020,
  SMTP_NOT_CONFIGURED: 5025,
  USER_ALREADY_EXIST: 5030,
  AUTHENTICATION_FAILED_SIGN_UP: 5035,
  REQUIRED_EMAIL_PASSWORD_SIGN_UP: 5040,
  INVALID_EMAIL_SIGN_UP: 5045,
  USER_DOES_NOT_EXIST: 5060,
  AUTHENTICATION_FAILED_SIGN_IN: 5065,
  REQUIRED_EMAIL_PASSWORD_SIGN_IN: 5070,
  INVALID_EMAIL_SIGN_IN: 5075,
  INVALID_MAGIC_CODE: 5090,
  EXPIRED_MAGIC_CODE: 5095,
  EMAIL_CODE_ATTEMPT_EXHAUSTED: 5100,
  INVALID_PASSWORD_TOKEN: 5125,
  EXPIRED_PASSWORD_TOKEN: 5130,
  INCORRECT_OLD_PASSWORD: 5135,
  MISSING_PASSWORD: 5138,
  INVALID_NEW_PASSWORD: 5140,
  PASSWORD_ALREADY_SET: 5145,
  RATE_LIMIT_EXCEEDED: 5900,
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR)[keyof typeof AUTH_ERROR];
