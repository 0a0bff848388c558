#!/usr/bin/perl
# Harvests every record of an OAI-PMH 2.0 repository with HTTP::OAI (Debian's libhttp-oai-perl),
# following resumption tokens, and prints one line per record: identifier, datestamp and title.
# Usage: perl harvest-oai.pl <baseURL> [metadataPrefix]
use strict;
use warnings;
use HTTP::OAI;
use XML::LibXML;

my ($base, $prefix) = @ARGV;
die "usage: $0 baseURL [metadataPrefix]\n" unless $base;
binmode STDOUT, ':encoding(UTF-8)';

my $harvester = HTTP::OAI::Harvester->new(baseURL => $base, resume => 1);
my $identify = $harvester->Identify;
die 'Identify failed: ' . $identify->message . "\n" if $identify->is_error;
die 'not OAI-PMH 2.0: ' . $identify->protocolVersion . "\n" unless $identify->protocolVersion eq '2.0';

my $records = $harvester->ListRecords(
  metadataPrefix => $prefix || 'oai_dc',
  onRecord => sub {
    my ($record) = @_;
    my $title = '';
    if ($record->metadata) {
      for my $root ($record->metadata->dom->childNodes) {
        next unless $root->isa('XML::LibXML::Element');
        my ($element) = $root->getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'title');
        $title = $element->textContent if $element;
      }
    }
    printf "%s\t%s\t%s\n", $record->identifier, $record->datestamp, $title;
  },
);
die 'ListRecords failed: ' . $records->message . "\n" if $records->is_error;
