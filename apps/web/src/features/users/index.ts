export { userProfileQuery, useUserProfile } from "./api/use-user-profile";
export { useUserSettings } from "./api/use-user-settings";
