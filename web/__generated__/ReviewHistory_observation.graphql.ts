/**
 * @generated SignedSource<<656810314c7af38b872545a22fc787ee>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReviewAction = "APPEAL" | "APPROVE" | "COMMENT" | "REJECT" | "REVOKE" | "TAXON_CHANGE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewHistory_observation$data = {
  readonly reviewEvents: ReadonlyArray<{
    readonly action: ReviewAction;
    readonly actor: {
      readonly displayName: string;
      readonly recId: number;
    };
    readonly createdAt: string;
    readonly message: string;
    readonly recId: number;
  }>;
  readonly " $fragmentType": "ReviewHistory_observation";
};
export type ReviewHistory_observation$key = {
  readonly " $data"?: ReviewHistory_observation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewHistory_observation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewHistory_observation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReviewEvent",
      "kind": "LinkedField",
      "name": "reviewEvents",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Entity",
          "kind": "LinkedField",
          "name": "actor",
          "plural": false,
          "selections": [
            (v0/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Observation",
  "abstractKey": null
};
})();

(node as any).hash = "3e186a361eeda038ba8e7ef82be2c220";

export default node;
