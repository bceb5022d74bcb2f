import { Anchor, Box, Divider, Image, Text, Title } from '@mantine/core';
import {
  DEFAULT_LINK_TARGET,
  IMAGE_URL_SCHEMES,
  isSafeUrl,
  parseRichText,
  RICH_TEXT_NODE_TYPES,
  richTextPlain,
  type RichTextNode,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../lib/api-client';

/** Block-level types that only wrap their children in a paragraph or heading. */
const BLOCKS: Record<string, 'p' | 'h'> = {
  paragraph: 'p',
  p: 'p',
  heading: 'h',
  h1: 'h',
  h2: 'h',
  h3: 'h',
};

function renderChildren(node: RichTextNode, path: string): ReactNode {
  const text = node.text ?? '';
  const children = (node.children ?? []).map((child, i) => renderNode(child, `${path}.${i}`, true));
  return (
    <>
      {text}
      {children}
    </>
  );
}

function renderNode(node: RichTextNode, key: string, inline: boolean): ReactNode {
  switch (node.type) {
    case RICH_TEXT_NODE_TYPES.image: {
      const url = node.data?.url;
      if (!url || !isSafeUrl(url, IMAGE_URL_SCHEMES)) return null;
      return (
        <Image
          key={key}
          src={apiUrl(url)}
          alt={node.data?.alt ?? ''}
          maw="100%"
          w="auto"
          radius="sm"
          my={inline ? 0 : 'sm'}
          display={inline ? 'inline-block' : 'block'}
        />
      );
    }
    case RICH_TEXT_NODE_TYPES.link: {
      const href = node.data?.href;
      const label = richTextPlain(node) || href || '';
      // An unsafe link keeps its words but loses the link.
      if (!href || !isSafeUrl(href)) return <span key={key}>{label}</span>;
      const target = node.data?.target || DEFAULT_LINK_TARGET;
      return (
        <Anchor
          key={key}
          href={apiUrl(href)}
          target={target}
          rel={target === '_self' ? undefined : 'noopener noreferrer'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {label}
        </Anchor>
      );
    }
    case RICH_TEXT_NODE_TYPES.horizontalRule:
      return <Divider key={key} my="md" />;
    default: {
      const block = inline ? undefined : BLOCKS[node.type];
      if (block === 'h') {
        return (
          <Title key={key} order={3} size="h4" mt="md" mb="xs">
            {renderChildren(node, key)}
          </Title>
        );
      }
      if (inline) return <span key={key}>{renderChildren(node, key)}</span>;
      // Every other type is text; a top-level one stands as its own paragraph.
      return (
        <Text
          key={key}
          component="p"
          my="xs"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {renderChildren(node, key)}
        </Text>
      );
    }
  }
}

export interface RichTextProps {
  /** Parsed nodes, or pass `json` to parse the stored text for the current language. */
  nodes?: RichTextNode[];
  json?: string | null;
}

/**
 * Renders the rich-text node format (image, link, horizontal rule, text) as
 * React elements, never as HTML, so stored content cannot inject markup.
 * Links and images accept only http(s), mailto and site-relative URLs.
 */
export function RichText({ nodes, json }: RichTextProps) {
  const { i18n } = useTranslation();
  const list = nodes ?? parseRichText(json, i18n.language);
  if (list.length === 0) return null;
  return <Box>{list.map((node, i) => renderNode(node, String(i), false))}</Box>;
}
