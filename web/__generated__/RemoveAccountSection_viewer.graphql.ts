/**
 * @generated SignedSource<<77aa5b6917d2f145c98f1d92f14912a0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemoveAccountSection_viewer$data = {
  readonly soleOwnerOf: ReadonlyArray<{
    readonly name: string;
    readonly recId: number;
    readonly type: number;
  }>;
  readonly " $fragmentType": "RemoveAccountSection_viewer";
};
export type RemoveAccountSection_viewer$key = {
  readonly " $data"?: RemoveAccountSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemoveAccountSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemoveAccountSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EntitySummary",
      "kind": "LinkedField",
      "name": "soleOwnerOf",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "48cf2a92bbc9fd88ecda721433a19cae";

export default node;
