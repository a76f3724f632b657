/**
 * @generated SignedSource<<e77a1cafc9870f79675b8e64e0d3581e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mutationError_error$data = {
  readonly code: string;
  readonly fields?: ReadonlyArray<{
    readonly code: string;
    readonly field: string;
    readonly message: string | null | undefined;
  }>;
  readonly " $fragmentType": "mutationError_error";
};
export type mutationError_error$key = {
  readonly " $data"?: mutationError_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "mutationError_error"
};

(node as any).hash = "06d042badb1a6381aeef81947e1471ae";

export default node;
