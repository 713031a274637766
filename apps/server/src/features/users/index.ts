/**
 * The users feature's public API: what other server features use. Import from "../users", never from its
 * files. Auth works on account rows (accounts.ts); invitations ask whether an address is verified.
 */
export { findUserByEmail, findUserById, insertUser, toUser, type UserRow, updateEmailVerified } from "./accounts";
export { isEmailVerified, markEmailVerified, setAvatar } from "./users.service";
