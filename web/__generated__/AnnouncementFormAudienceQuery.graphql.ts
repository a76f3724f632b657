/**
 * @generated SignedSource<<1cf3a9b2d4dfde4947251a60d9150f8b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "ADV" | "EDITOR" | "GUEST" | "MODERATOR" | "PRO" | "USER" | "%future added value";
export type AnnouncementFormAudienceQuery$variables = {
  minRole: Role;
};
export type AnnouncementFormAudienceQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AnnouncementForm_audience">;
};
export type AnnouncementFormAudienceQuery = {
  response: AnnouncementFormAudienceQuery$data;
  variables: AnnouncementFormAudienceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "minRole"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "minRole",
    "variableName": "minRole"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AnnouncementFormAudienceQuery",
    "selections": [
      {
        "args": (v1/*: any*/),
        "kind": "FragmentSpread",
        "name": "AnnouncementForm_audience"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "AnnouncementFormAudienceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "kind": "ScalarField",
        "name": "announcementAudience",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1ddc9e398969106f33ad16117790e52c",
    "id": null,
    "metadata": {},
    "name": "AnnouncementFormAudienceQuery",
    "operationKind": "query",
    "text": "query AnnouncementFormAudienceQuery(\n  $minRole: Role!\n) {\n  ...AnnouncementForm_audience_23wAwY\n}\n\nfragment AnnouncementForm_audience_23wAwY on Query {\n  announcementAudience(minRole: $minRole)\n}\n"
  }
};
})();

(node as any).hash = "53808d2ea7b1613536f045c5b833083a";

export default node;
