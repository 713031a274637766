export * from "./auth";
export * from "./common";
export * from "./constants";
export * from "./label";
export * from "./password-strength";
export * from "./project";
export * from "./state";
export * from "./user";
export * from "./workspace";

export type InstanceInfo = {
  instance: { id: string; instance_name: string; is_setup_done: boolean; created_at: string; version: string };
  config: {
    is_signup_enabled: boolean;
    is_email_password_enabled: boolean;
    is_magic_login_enabled: boolean;
    is_smtp_configured: boolean;
    app_origin: string;
    /** Largest attachment in bytes (FILE_SIZE_LIMIT). */
    file_size_limit: number;
  };
};
export * from "./attachment";
export * from "./cycle";
export * from "./endpoint";
export * from "./endpoints";
export * from "./estimate";
export * from "./events";
export * from "./favorite";
export * from "./issue";
export * from "./issue-display";
export * from "./issue-extras";
export * from "./issue-filters";
export * from "./module";
export * from "./profile";
export * from "./view";
