/** Comment lists load 1000 a page (social-core §9); the fragments' `count` defaults repeat it. */
export const COMMENT_PAGE_SIZE = 1000;

