/** The page messages of spec §8, word for word. */
export const PAGE_MESSAGES = {
  fetchPages: "Failed to fetch the pages, Please try again later.",
  fetchPage: "Failed to fetch the page, Please try again later.",
  create: "Failed to create a page, Please try again later.",
  remove: "Failed to delete a page, Please try again later.",
} as const;
