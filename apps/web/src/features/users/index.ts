export { useApplyProfilePreferences } from "./api/use-apply-profile-preferences";
export { isTheme, profileTheme, useSaveTheme } from "./api/use-save-theme";
export { type UpdateProfileBody, useUpdateProfile } from "./api/use-update-profile";
export { userProfileQuery, useUserProfile } from "./api/use-user-profile";
export { useUserSettings } from "./api/use-user-settings";
