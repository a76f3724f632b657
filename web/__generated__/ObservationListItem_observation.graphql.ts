/**
 * @generated SignedSource<<77b5c7cfb144c7f1d8b0f89044009974>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type ObservationFlag = "DIFFICULT_SPECIES" | "GENUS_NEEDS_REVIEW" | "OUTSIDE_FLIGHT_PERIOD" | "OUTSIDE_KNOWN_SQUARES" | "PROTECTED_SPECIES" | "THREATENED_SPECIES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ObservationListItem_observation$data = {
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly flags: ReadonlyArray<ObservationFlag>;
  readonly individuals: number | null | undefined;
  readonly lifeStage: LifeStage;
  readonly photoThumbnailUrl: string | null | undefined;
  readonly place: {
    readonly closestSettlement: string | null | undefined;
    readonly country: string;
    readonly eea10km: string | null | undefined;
    readonly generalised: boolean;
    readonly location: string | null | undefined;
    readonly region: string | null | undefined;
  };
  readonly recId: number;
  readonly species: {
    readonly commonNames: ReadonlyArray<{
      readonly language: string;
      readonly name: string;
    }>;
    readonly scientificName: string;
    readonly thumbnailUrl: string | null | undefined;
  } | null | undefined;
  readonly speciesText: string | null | undefined;
  readonly status: number;
  readonly uploader: {
    readonly displayName: string;
  };
  readonly " $fragmentType": "ObservationListItem_observation";
};
export type ObservationListItem_observation$key = {
  readonly " $data"?: ObservationListItem_observation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ObservationListItem_observation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ObservationListItem_observation",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "speciesText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "individuals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lifeStage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photoThumbnailUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Species",
      "kind": "LinkedField",
      "name": "species",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scientificName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CommonName",
          "kind": "LinkedField",
          "name": "commonNames",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "language",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnailUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ObservationPlace",
      "kind": "LinkedField",
      "name": "place",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "generalised",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "region",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closestSettlement",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eea10km",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "uploader",
      "plural": false,
      "selections": [
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
  "type": "Observation",
  "abstractKey": null
};

(node as any).hash = "60283a0f1354910d180a7d4581c9fd8a";

export default node;
