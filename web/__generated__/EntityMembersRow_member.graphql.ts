/**
 * @generated SignedSource<<5b41dccd122cce5c35f16e191327ab51>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityMembersRow_member$data = {
  readonly adminCodes: ReadonlyArray<string>;
  readonly entity: {
    readonly displayName: string;
    readonly id: string;
    readonly locationText: string | null | undefined;
    readonly profileImageUrl: string | null | undefined;
    readonly recId: number;
    readonly type: number;
  };
  readonly id: string;
  readonly " $fragmentType": "EntityMembersRow_member";
};
export type EntityMembersRow_member$key = {
  readonly " $data"?: EntityMembersRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityMembersRow_member">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityMembersRow_member",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adminCodes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entity",
      "plural": false,
      "selections": [
        (v0/*: any*/),
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
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profileImageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locationText",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EntityMember",
  "abstractKey": null
};
})();

(node as any).hash = "8b9b7e58fc3b1648d50453236284ede9";

export default node;
