import { MantineProvider } from '@mantine/core';
import type { RichTextNode } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { RichText } from './rich-text';

beforeAll(() => setupI18n());

function show(nodes: RichTextNode[]) {
  return render(
    <MantineProvider>
      <RichText nodes={nodes} />
    </MantineProvider>,
  );
}

describe('RichText', () => {
  it('renders paragraphs, headings, images, links and rules', () => {
    const { container } = show([
      { type: 'heading', children: [{ type: 'text', text: 'Before you start' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Read the ' },
          {
            type: 'link',
            data: { href: '/files/a.pdf' },
            children: [{ type: 'text', text: 'guide' }],
          },
        ],
      },
      { type: 'image', data: { url: '/files/x.png', alt: 'Exploded view' } },
      { type: 'hr' },
      { type: 'quote', text: 'Unknown types are text' },
    ]);
    expect(screen.getByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'guide' });
    expect(link).toHaveAttribute('href', '/files/a.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Exploded view' })).toHaveAttribute(
      'src',
      '/files/x.png',
    );
    expect(container.querySelector('hr, .mantine-Divider-root')).not.toBeNull();
    expect(screen.getByText('Unknown types are text')).toBeInTheDocument();
  });

  it('keeps a given link target and allows mailto', () => {
    show([
      {
        type: 'link',
        data: { href: 'mailto:serwis@example.com', target: '_self' },
        children: [{ type: 'text', text: 'Write to us' }],
      },
    ]);
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link).toHaveAttribute('target', '_self');
    expect(link).not.toHaveAttribute('rel');
  });

  it('never makes links or images of unsafe URLs and never injects markup', () => {
    const { container } = show([
      {
        type: 'link',
        data: { href: 'javascript:alert(1)' },
        children: [{ type: 'text', text: 'Click me' }],
      },
      {
        type: 'link',
        data: { href: '//evil.example/x' },
        children: [{ type: 'text', text: 'Other host' }],
      },
      { type: 'image', data: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } },
      { type: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(screen.getByText('Other host')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('reads the stored JSON for the language, falling back to zhLang, and shows nothing for bad JSON', () => {
    const json = JSON.stringify({
      zhLang: [{ type: 'paragraph', text: '中文' }],
      enLang: [{ type: 'paragraph', text: 'English text' }],
    });
    const { rerender } = render(
      <MantineProvider>
        <RichText json={json} />
      </MantineProvider>,
    );
    expect(screen.getByText('English text')).toBeInTheDocument();
    rerender(
      <MantineProvider>
        <RichText json="{not json" />
      </MantineProvider>,
    );
    expect(screen.queryByText('English text')).not.toBeInTheDocument();
  });
});
