import { personName } from "../../../lib/person-name";

/** A member's name: the app's one rule for naming people (lib/person-name). */
export const memberName = personName;
