/**
 * @generated SignedSource<<1ef719a914798554702c54201bd598ab>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasswordSection_viewer$data = {
  readonly hasPassword: boolean;
  readonly " $fragmentType": "PasswordSection_viewer";
};
export type PasswordSection_viewer$key = {
  readonly " $data"?: PasswordSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasswordSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasswordSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPassword",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a3a5fc422953d2206cea52cf519c7394";

export default node;
