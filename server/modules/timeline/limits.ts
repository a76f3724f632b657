/** Infinite lists (social-core §9): 100 a page; a module of its own, so the GraphQL builder needs no service. */
export const TIMELINE_PAGE_SIZE = 100;
