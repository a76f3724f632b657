/**
 * @generated SignedSource<<21647ccb617bd56bc9fb7d2586a64b5f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContributionRole = "COLLECTOR" | "CO_OBSERVER" | "IDENTIFIER" | "OBSERVER" | "PHOTOGRAPHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ObservationContributors_observation$data = {
  readonly contributors: ReadonlyArray<{
    readonly displayName: string;
    readonly person: {
      readonly id: string;
      readonly recId: number;
    };
    readonly role: ContributionRole;
  }>;
  readonly id: string;
  readonly viewerCan: {
    readonly editContributors: boolean;
  };
  readonly " $fragmentType": "ObservationContributors_observation";
};
export type ObservationContributors_observation$key = {
  readonly " $data"?: ObservationContributors_observation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ObservationContributors_observation">;
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
  "name": "ObservationContributors_observation",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RecordViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "editContributors",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contributor",
      "kind": "LinkedField",
      "name": "contributors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
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
          "concreteType": "Entity",
          "kind": "LinkedField",
          "name": "person",
          "plural": false,
          "selections": [
            (v0/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recId",
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

(node as any).hash = "8ba58724d681d42cc00763da0c48c924";

export default node;
