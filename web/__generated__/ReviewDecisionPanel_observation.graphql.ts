/**
 * @generated SignedSource<<3cb500ade1740e7a2aeb7c8ab0299fa5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewDecisionPanel_observation$data = {
  readonly id: string;
  readonly status: number;
  readonly viewerCan: {
    readonly review: boolean;
  };
  readonly " $fragmentType": "ReviewDecisionPanel_observation";
};
export type ReviewDecisionPanel_observation$key = {
  readonly " $data"?: ReviewDecisionPanel_observation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewDecisionPanel_observation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewDecisionPanel_observation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
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
          "name": "review",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Observation",
  "abstractKey": null
};

(node as any).hash = "6c639f1a29faec98d0a526cbaa35cb51";

export default node;
