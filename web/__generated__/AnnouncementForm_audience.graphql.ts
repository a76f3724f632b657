/**
 * @generated SignedSource<<d42535fcd0f67cbc04a262e3399f46b8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnnouncementForm_audience$data = {
  readonly announcementAudience: number;
  readonly " $fragmentType": "AnnouncementForm_audience";
};
export type AnnouncementForm_audience$key = {
  readonly " $data"?: AnnouncementForm_audience$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnnouncementForm_audience">;
};

import AnnouncementFormAudienceQuery_graphql from './AnnouncementFormAudienceQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "minRole"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AnnouncementFormAudienceQuery_graphql
    }
  },
  "name": "AnnouncementForm_audience",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "minRole",
          "variableName": "minRole"
        }
      ],
      "kind": "ScalarField",
      "name": "announcementAudience",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "53808d2ea7b1613536f045c5b833083a";

export default node;
